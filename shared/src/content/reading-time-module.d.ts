declare module 'reading-time/lib/reading-time.js' {
  export { default } from 'reading-time'
}
