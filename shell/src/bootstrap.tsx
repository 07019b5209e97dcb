import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'

// Rendered in a transition so the first render yields to the browser instead of one long task.
const root = createRoot(document.getElementById('root')!)
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
)
