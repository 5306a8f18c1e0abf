import { Outlet } from 'react-router-dom';
import { ContentDetailHost } from '../../features/content';
import { Sidebar } from './Sidebar';
import './shell.css';

/**
 * The signed-in area: sidebar plus the page, and the detail dialog of a remark, post or event
 * when the URL names one (`?remark=`, `?post=`, `?event=`). The chat connection provider of
 * spec §2 will wrap this outlet once messaging lands.
 */
export function Shell() {
  return (
    <div className="shell">
      <Sidebar />
      <main className="shell__main">
        <Outlet />
      </main>
      <ContentDetailHost />
    </div>
  );
}
