import { Outlet } from 'react-router-dom';
import { ContentDetailHost } from '../../features/content';
import { ChatProvider } from '../../features/messages';
import { Sidebar } from './Sidebar';
import './shell.css';

/**
 * The signed-in area: sidebar plus the page, and the detail dialog of a remark, post or event
 * when the URL names one (`?remark=`, `?post=`, `?event=`), all inside the chat connection
 * provider (spec §2), which opens the chat socket here and closes it when the area is left.
 */
export function Shell() {
  return (
    <ChatProvider>
      <div className="shell">
        <Sidebar />
        <main className="shell__main">
          <Outlet />
        </main>
        <ContentDetailHost />
      </div>
    </ChatProvider>
  );
}
