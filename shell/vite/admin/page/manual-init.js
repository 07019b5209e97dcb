// Decap CMS starts when its script runs, and reads config.yml while /admin/preview.js may still be
// loading; config.yml names the file format and widgets that preview.js registers, so Decap waits
// for it: preview.js starts Decap (window.initCMS) once everything of ours is registered.
window.CMS_MANUAL_INIT = true
