declare module 'virtual:write-ups' {
  const data: import('./write-ups.ts').WriteUps;
  export default data;
}
