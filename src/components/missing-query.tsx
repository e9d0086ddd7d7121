import { Link } from 'react-router-dom';
import { StatusPanel } from './status-panel';

/** A page opened without the query value naming its subject (缺少应用ID): what is missing, and a
 *  link back to the page the subject is chosen on, when there is one. Light on purpose: the router
 *  shows it without loading the page. */
export function MissingQuery({ label, back }: { label: string; back?: { name: string; path: string } }) {
  return (
    <StatusPanel
      title={`缺少${label}`}
      subTitle={back ? `请从${back.name}选择后再打开此页面。` : '请检查链接是否完整。'}
      extra={back && <Link to={back.path}>返回{back.name}</Link>}
    />
  );
}
