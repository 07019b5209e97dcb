/** admin/sign-in.js: loaded by /admin/ before Decap CMS renders its login page. */
import { noticeExpiredSignIn } from './expired'
import { watchSignInPopups } from './popup-watch'

watchSignInPopups()
noticeExpiredSignIn()
