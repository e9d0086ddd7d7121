import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { KNOWLEDGE_PATH } from '../paths';

/** The documents and upload pages of a base that does not exist. */
export function KnowledgeBaseMissing() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="知识库不存在或已被删除"
      subTitle="请返回知识库列表重新选择"
      extra={
        <Button type="primary" onClick={() => navigate(KNOWLEDGE_PATH)}>
          返回知识库列表
        </Button>
      }
    />
  );
}
