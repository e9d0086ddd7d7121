// Clipboard HTML as Word, a web page and Google Docs write it, for the announcement editor's paste tests.

/** The clipboard HTML Word (Windows, Office 365) writes for a bulleted then a numbered list. */
export const WORD_LISTS = `<html xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word">
<head><meta name=Generator content="Microsoft Word 15"><style><!-- p.MsoListParagraph {mso-style-priority:34;} @list l0 {mso-list-id:1;} --></style></head>
<body lang=ZH-CN style='tab-interval:21.0pt;word-wrap:break-word'>
<!--StartFragment-->
<p class=MsoNormal><b><span style='font-family:等线'>报销须知</span></b><span lang=EN-US><o:p></o:p></span></p>
<p class=MsoListParagraphCxSpFirst style='margin-left:18.0pt;mso-add-space:auto;text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span lang=EN-US style='font-family:Symbol;mso-fareast-font-family:Symbol;mso-bidi-font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]><span style='font-family:等线'>保留发票</span><span lang=EN-US><o:p></o:p></span></p>
<p class=MsoListParagraphCxSpMiddle style='margin-left:36.0pt;mso-add-space:auto;text-indent:-18.0pt;mso-list:l0 level2 lfo1'><![if !supportLists]><span lang=EN-US style='font-family:"Courier New"'><span style='mso-list:Ignore'>o<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span></span><![endif]><span style='font-family:等线'>电子发票亦可</span></p>
<p class=MsoListParagraphCxSpLast style='margin-left:18.0pt;mso-add-space:auto;text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span lang=EN-US style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp; </span></span></span><![endif]><i><span style='font-family:等线'>按月提交</span></i></p>
<p class=MsoNormal><span lang=EN-US><o:p>&nbsp;</o:p></span></p>
<p class=MsoListParagraphCxSpFirst style='margin-left:18.0pt;text-indent:-18.0pt;mso-list:l1 level1 lfo2'><!--[if !supportLists]--><span lang=EN-US style='mso-bidi-font-family:Calibri'><span style='mso-list:Ignore'>1.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp; </span></span></span><!--[endif]--><span style='font-family:等线'>填写报销单</span></p>
<p class=MsoListParagraphCxSpLast style='margin-left:18.0pt;text-indent:-18.0pt;mso-list:l1 level1 lfo2'><!--[if !supportLists]--><span lang=EN-US><span style='mso-list:Ignore'>2.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp; </span></span></span><!--[endif]--><span style='font-family:等线'>部门主管审批，见<a href="https://wiki.lianchuang.example/expense"><span style='color:#0563C1'>报销制度</span></a></span></p>
<!--EndFragment-->
</body></html>`;

/** Word's table (MsoTableGrid) with a picture Word left on the local disk. */
export const WORD_TABLE = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><body>
<table class=MsoTableGrid border=1 cellspacing=0 cellpadding=0 style='border-collapse:collapse;border:none;mso-border-alt:solid windowtext .5pt'>
 <tr style='mso-yfti-irow:0'><td width=277 valign=top style='width:207.4pt;border:solid windowtext 1.0pt;padding:0cm 5.4pt 0cm 5.4pt'><p class=MsoNormal><b>日期</b></p></td>
 <td width=277 valign=top style='width:207.4pt;border:solid windowtext 1.0pt'><p class=MsoNormal><b>值班人</b></p></td></tr>
 <tr><td width=277 valign=top><p class=MsoNormal><span lang=EN-US>5</span>月<span lang=EN-US>1</span>日</p></td><td width=277 valign=top><p class=MsoNormal>吕子娜</p></td></tr>
</table>
<p class=MsoNormal><span lang=EN-US><!--[if gte vml 1]><v:shape id="图片_x0020_1" style='width:100pt'><v:imagedata src="file:///C:/Users/lz/AppData/Local/Temp/msohtmlclip1/01/clip_image001.png" o:title=""/></v:shape><![endif]--><![if !vml]><img width=133 height=133 src="file:///C:/Users/lz/AppData/Local/Temp/msohtmlclip1/01/clip_image002.png" v:shapes="图片_x0020_1"><![endif]></span></p>
</body></html>`;

/** A web page's selection: headings, a styled list, a table, spans, a form, a script, blob and broken pictures. */
export const WEB_PAGE = `<meta charset="utf-8"><div class="article" style="font-size:16px">
<h2 style="color:#333">节假日安排</h2>
<div>放假<span style="font-weight:700">三天</span>，<span style="font-style:italic">调休一天</span>。<u>请注意</u></div>
<ul class="nav"><li style="margin:0">第一天<img src="https://cdn.example.com/icons/dot.png" alt=""></li><li>第二天</li></ul>
<table class="grid" style="width:100%"><thead><tr><th style="background:#eee">日期</th></tr></thead><tbody><tr><td onclick="x()">10月1日</td></tr></tbody></table>
<img src="blob:https://example.com/5f3c" alt="截图"><img src="" alt="空"><img alt="无地址">
<p><a href="https://example.com/holiday" class="btn" data-track="1">详情</a> <a href="javascript:alert(1)">坏链接</a></p>
<form><input value="x"><button>提交</button></form><script>window.__pasted = 1</script>
</div>`;

/** Google Docs wraps a whole copy in a <b> that is not bold. */
export const GOOGLE_DOCS = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1a2b"><p dir="ltr"><span style="font-weight:400">普通</span><span style="font-weight:700">加粗</span></p></b>`;
