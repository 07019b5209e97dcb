declare module 'reading-time/lib/reading-time' {
  export { default } from 'reading-time'
}
