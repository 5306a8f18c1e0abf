import { useEffect, useReducer, useRef, useState } from 'react';
import { acceptFiles, initialWizard, wizardReducer } from './media-wizard';

/** A chosen image and the object URL of its preview. */
export interface WizardImage {
  key: string;
  file: File;
  url: string;
}

let nextKey = 0;

/**
 * The wizard state plus its side effects: previews get object URLs when chosen, and each URL is
 * released as soon as its image is removed, and all of them when the dialog closes (unmounts).
 * `alts` holds the description typed for each image (by key), which follows it when it moves.
 */
export function useMediaWizard() {
  const [state, dispatch] = useReducer(wizardReducer<WizardImage>, undefined, initialWizard<WizardImage>);
  // Why some of the last chosen files were not taken (type, size, count); shown in the wizard.
  const [fileProblems, setFileProblems] = useState<readonly string[]>([]);
  const [alts, setAlts] = useState<Readonly<Record<string, string>>>({});
  const live = useRef(new Set<string>());

  useEffect(() => {
    const current = new Set(state.images.map((image) => image.url));
    live.current.forEach((url) => {
      if (!current.has(url)) URL.revokeObjectURL(url);
    });
    live.current = current;
  }, [state.images]);

  useEffect(() => {
    const urls = live;
    return () => urls.current.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  function addFiles(files: readonly File[]) {
    const { accepted, problems } = acceptFiles(files, state.images.length);
    setFileProblems(problems);
    const images = accepted.map((file) => ({ key: `image-${(nextKey += 1)}`, file, url: URL.createObjectURL(file) }));
    dispatch({ type: 'add', images });
  }

  const describe = (key: string, alt: string) => setAlts((current) => ({ ...current, [key]: alt }));

  return { state, dispatch, addFiles, fileProblems, alts, describe };
}
