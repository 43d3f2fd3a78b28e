declare module 'virtual:write-ups' {
  const data: import('./write-ups.ts').WriteUps;
  export default data;
}
declare module 'virtual:write-up-list' {
  const list: { name: string; title: string }[];
  export default list;
}
