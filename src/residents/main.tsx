// The residents' entry (r/index.html): React's API, the router and the three screens; none of the
// staff portal's code. Built, 'react' and 'react-dom/client' are preact/compat
// (scripts/residents-build-plugin.ts); the unit tests and `npm run dev` run it on React. The service
// worker is the one the staff app registers (/sw.js at scope /), so one worker answers both apps'
// pages offline.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setLanguage, setCatalogueLoaders } from '../i18n/language.ts';
import { RESIDENT_CATALOGUES } from '../i18n/residents-catalogues.ts';
import { keepCatalogueOffline } from '../i18n/keep-catalogue-offline.ts';
import { ResidentApp } from './resident-app.tsx';
import { startingResidentLanguage } from './resident-language.ts';
import './residents.css';

// The first screen is drawn in the resident's language (its catalogue is a chunk of its own, kept by
// the worker once fetched): drawn in English first, every text would change a moment later. Bounded:
// offline on a first visit in a language, the page is drawn in English rather than not at all (and
// switches if the catalogue still comes).
const LANGUAGE_WAIT_MS = 1500;

const waitAtMost = (work: Promise<unknown>, limitMs: number) =>
  Promise.race([work, new Promise((resolve) => setTimeout(resolve, limitMs))]);

const root = document.getElementById('root');
if (root) {
  setCatalogueLoaders(RESIDENT_CATALOGUES);
  void waitAtMost(setLanguage(startingResidentLanguage()), LANGUAGE_WAIT_MS).then(() => {
    createRoot(root).render(
      <StrictMode>
        <ResidentApp />
      </StrictMode>,
    );
  });
}

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  keepCatalogueOffline();
  window.addEventListener('load', () => {
    void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  });
}
