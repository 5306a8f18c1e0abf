import { useNavigate } from 'react-router-dom';
import { kindLabel } from '../content-kinds';
import { detailHref, type DetailTarget } from '../detail/detail-params';

/**
 * After a successful creation (spec §2): an alert, the dialog closes and the user goes to '/'
 * (which leads home), with the new item's detail open until the feed shows it.
 */
export function useFinishCreation() {
  const navigate = useNavigate();
  return (created: DetailTarget, close: () => void) => {
    window.alert(`${kindLabel(created.kind)} created successfully!`);
    close();
    navigate(detailHref(created));
  };
}
