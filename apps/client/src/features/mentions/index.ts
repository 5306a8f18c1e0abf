/** What other features use of mentions: the text box that offers people while typing `@name`. */
export { MentionTextArea } from './MentionTextArea';
