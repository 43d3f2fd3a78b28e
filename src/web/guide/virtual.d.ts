declare module 'virtual:guide' {
  const pages: import('./guide-pages.ts').GuidePage[];
  export default pages;
}
