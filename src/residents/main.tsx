// The residents' entry (r/index.html): React's API, the router and the three screens; none of the
// staff portal's code. Built, 'react' and 'react-dom/client' are preact/compat
// (scripts/residents-build-plugin.ts); the unit tests and `npm run dev` run it on React. The service
// worker is the one the staff app registers (/sw.js at scope /), so one worker answers both apps'
// pages offline.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ResidentApp } from './resident-app.tsx';
import './residents.css';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <ResidentApp />
    </StrictMode>,
  );
}

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  });
}
