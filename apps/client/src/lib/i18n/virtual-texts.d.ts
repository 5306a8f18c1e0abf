/** A language's compiled texts (build/texts-plugin.ts). */
declare module 'virtual:gatherly-texts/*' {
  const texts: import('@gatherly/schema').CompiledTexts;
  export default texts;
}
