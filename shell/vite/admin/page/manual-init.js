// Decap CMS starts when its script runs, and reads config.yml while /admin/preview.js may still be
// loading; config.yml names a backend that preview.js registers (restore/backend.ts), so Decap waits
// for it: preview.js starts Decap (window.initCMS) once everything of ours is registered.
window.CMS_MANUAL_INIT = true
