import { checkContentIndexes } from '@osck/shared'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { loadManifest } from './remotes/manifest'
import { preloadRemotesFor } from './remotes/preload'

// Start the remotes manifest, this page's remotes and the content index checks alongside the shell.
void loadManifest()
preloadRemotesFor(window.location.pathname)
void checkContentIndexes()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
