import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import { PLACE_LIMITS, PLACE_MESSAGES } from '@gatherly/schema';
import { PlaceSearchDocument } from './PlacePicker.generated';
import { useDebouncedValue } from '../../../../lib/hooks/use-debounced-value';
import { describedBy, FieldError, FieldHint } from '../../../../ui/FieldError';
import { Icon } from '../../../../ui/Icon';
import { useT } from '../../../../lib/i18n';
import { moveActiveOption, placeLabel, placeQueryOf, placeSearchState, type PickedPlace } from './place-picker';
import './place-picker.css';

export type { PickedPlace } from './place-picker';

export interface PlacePickerProps {
  value: PickedPlace | null;
  onChange: (place: PickedPlace | null) => void;
  label: string;
  /** The clear button's name, which each language words about its field ('Clear city'). */
  clearLabel: string;
  hint?: string;
  error?: string;
}

/**
 * Choosing a place of the world gazetteer (the ARIA combobox pattern): typing searches after a
 * pause, the arrows move through the places offered, Enter chooses, Escape closes the list (and a
 * second Escape empties the field). The chosen place reads "Paris, Île-de-France, France" in the
 * field, with a button that clears it; typing again searches anew.
 */
export function PlacePicker({ value, onChange, label, clearLabel, hint, error }: PlacePickerProps) {
  const t = useT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(value ? placeLabel(value) : '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // A place chosen or cleared from outside (a form reset) shows at once; one cleared by typing keeps the typing.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (value) setText(placeLabel(value));
    else if (shown && text === placeLabel(shown)) setText('');
  }
  const chosenText = value ? placeLabel(value) : null;
  const typing = text !== chosenText;
  const query = useDebouncedValue(typing ? placeQueryOf(text) : '', PLACE_LIMITS.searchDebounceMs);
  const { data, loading, error: failure } = useQuery(PlaceSearchDocument, { variables: { query }, skip: query === '' });
  const places = typing && query !== '' && query === placeQueryOf(text) ? (data?.places ?? []) : [];
  const state = typing ? placeSearchState({ query, typed: text, loading, failed: failure !== undefined, count: places.length }) : 'idle';
  const expanded = open && places.length > 0;
  const listId = `${id}-places`;
  const statusId = `${id}-status`;
  const errorId = error ? `${id}-error` : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  const optionId = (index: number) => `${id}-place-${index}`;

  function choose(place: PickedPlace) {
    setText(placeLabel(place));
    setOpen(false);
    setActive(-1);
    onChange(place);
  }

  function clear() {
    setText('');
    setOpen(false);
    setActive(-1);
    onChange(null);
    input.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape') {
      // Inside a dialog, Escape first closes the list, then empties the field, then the dialog.
      if (expanded) setOpen(false);
      else if (text !== '') clear();
      else return;
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      choose(places[active]);
      return;
    }
    if (event.key === 'ArrowDown' && !expanded && places.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive(0);
      return;
    }
    if (!expanded) return;
    const next = moveActiveOption(active, event.key, places.length);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
  }

  return (
    <div className="field place-picker">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="place-picker__box">
        <input
          ref={input}
          id={id}
          className="field__input place-picker__input"
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(errorId, statusId, hintId)}
          placeholder={t('events.place.placeholder')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
            if (value) onChange(null);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        {value || text !== '' ? (
          <button type="button" className="place-picker__clear" aria-label={clearLabel} onClick={clear}>
            <Icon size={16}>
              <path d="M6 6l12 12M18 6L6 18" />
            </Icon>
          </button>
        ) : null}
        <ul id={listId} role="listbox" aria-label={t('events.place.found', { label })} className="place-picker__list" hidden={!expanded}>
          {expanded
            ? places.map((place, index) => (
                <li
                  key={place.place_id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  className="place-picker__option"
                  // Choosing with the pointer keeps focus in the field.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(place)}
                >
                  {placeLabel(place)}
                </li>
              ))
            : null}
        </ul>
      </div>
      <p id={statusId} className="place-picker__status" aria-live="polite">
        {state === 'searching' ? t(PLACE_MESSAGES.searching) : state === 'none' ? t(PLACE_MESSAGES.noPlacesMatch) : state === 'failed' ? t(PLACE_MESSAGES.placeSearchFailed) : ''}
      </p>
      <FieldError id={errorId} error={error} />
      <FieldHint id={hintId} hint={hint} />
    </div>
  );
}
