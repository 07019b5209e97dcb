/** admin/sign-in.js: loaded by /admin/ before Decap CMS renders its login page. */
import { watchSignInPopups } from './popup-watch'

watchSignInPopups()
