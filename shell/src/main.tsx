import { checkContentIndexes } from '@osck/shared'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { loadManifest } from './remotes/manifest'

// Start the remotes manifest and the content index checks alongside the shell.
void loadManifest()
void checkContentIndexes()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
