import { Outlet } from 'react-router-dom';
import { Sidebar } from './Sidebar';
import './shell.css';

/**
 * The signed-in area: sidebar plus the page. The chat connection provider of spec §2 will wrap
 * this outlet once messaging lands.
 */
export function Shell() {
  return (
    <div className="shell">
      <Sidebar />
      <main className="shell__main">
        <Outlet />
      </main>
    </div>
  );
}
