/** What the shell and other features use of content: the detail dialogs, creation and links. */
import './content.css';
export { ContentDetailHost } from './detail/ContentDetailHost';
export { useContentDetail } from './detail/use-content-detail';
export { detailHref, type DetailTarget } from './detail/detail-params';
export { CreateRemarkDialog } from './remarks/CreateRemarkDialog';
export { CreatePostDialog } from './posts/CreatePostDialog';
export { CreateEventDialog } from './events/CreateEventDialog';
export { CONTENT_KINDS, KIND_LABEL, type ContentKind } from './content-kind';
