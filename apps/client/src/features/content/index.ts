/** What the shell and other features use of content: the detail dialogs, creation and links. */
import './content.css';
export { ContentDetailHost } from './detail/ContentDetailHost';
export { useContentDetail } from './detail/use-content-detail';
export { detailHref, type DetailTarget } from './detail/detail-params';
export { CONTENT_KIND_UI } from './content-kinds';
export { CONTENT_KIND_FACTS, CONTENT_KINDS, kindName, kindOfTypename, type ContentKind } from './kind-facts';
export { EngagementBar } from './engagement/EngagementBar';
export { EventCard, EventCardGrid, type EventCardEvent } from './events/EventCard';
export { categoryLabel } from './events/event-category';
export { PlacePicker, type PickedPlace } from './events/place/PlacePicker';
export { useMapTiles } from './events/map/use-map-tiles';
export { InterestedPeopleContext, type InterestedPeopleList } from './events/interested-people';
