import { Avatar, Card, Space, Tag, theme, Typography } from 'antd';
import { RobotOutlined } from '@ant-design/icons';
import type { AnswerStyle } from '../api/types';
import { answerStyleLabel } from '../assistant-constants';

interface AssistantPreviewCardProps {
  name: string;
  avatar: string;
  greeting: string;
  description: string;
  answerStyle: AnswerStyle;
}

const bubbleShape = {
  borderRadius: 8,
  padding: '8px 12px',
  margin: 0,
  whiteSpace: 'pre-wrap' as const,
  wordBreak: 'break-all' as const,
};

/** The assistant's chat card as a member sees it, drawn from what is typed right now. */
export function AssistantPreviewCard({ name, avatar, greeting, description, answerStyle }: AssistantPreviewCardProps) {
  const { token } = theme.useToken();
  const bubble = { ...bubbleShape, background: token.colorBgLayout };
  return (
    <Card size="small" title="效果预览" aria-label="AI助理预览" styles={{ body: { background: token.colorFillAlter } }}>
      <Space align="center" style={{ marginBottom: 12 }}>
        <Avatar size={40} shape="square" src={avatar || undefined} icon={<RobotOutlined />} alt="" />
        <Typography.Text strong>{name.trim() || '未命名助理'}</Typography.Text>
        <Tag color="blue">回答{answerStyleLabel(answerStyle)}</Tag>
      </Space>
      <Space orientation="vertical" size={8} style={{ width: '100%' }}>
        <p style={bubble}>{greeting.trim() || '（尚未填写欢迎语）'}</p>
        {description.trim() && (
          <div style={bubble}>
            <Typography.Text type="secondary">我可以帮你：</Typography.Text>
            <div>{description.trim()}</div>
          </div>
        )}
      </Space>
    </Card>
  );
}
