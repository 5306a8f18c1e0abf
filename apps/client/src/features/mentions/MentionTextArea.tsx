import { useId, useLayoutEffect, useRef, useState, type ChangeEvent, type KeyboardEvent, type SyntheticEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import { DELAYS } from '@gatherly/schema';
import { MentionSuggestionsDocument } from './MentionSuggestions.generated';
import { useDebouncedValue } from '../../lib/hooks/use-debounced-value';
import { useT } from '../../lib/i18n';
import { Avatar } from '../../ui/Avatar';
import { TextArea, type TextAreaProps } from '../../ui/TextArea';
import { typedMentionAt, withMention } from './mention-query';
import './mentions.css';

export interface MentionTextAreaProps extends TextAreaProps {
  /** Called with the whole text when a person is chosen from the list (typing still goes through onChange). */
  onValueChange: (value: string) => void;
  /** Show the list above the box (a box at the bottom of its screen: comments, messages). */
  listAbove?: boolean;
}

/**
 * A TextArea that offers people while an `@name` is being typed (the people followed first), as a
 * combobox: arrows move through the list, Enter or Tab puts `@username ` in place, Escape closes it.
 * Every composer of a text that can mention (remarks, captions, descriptions, comments, messages) uses it.
 */
export function MentionTextArea({ value, onValueChange, listAbove = false, className, onChange, onKeyDown, onSelect, id, ...area }: MentionTextAreaProps) {
  const t = useT();
  const generated = useId();
  const areaId = id ?? generated;
  const listId = `${areaId}-people`;
  const [caret, setCaret] = useState<number | null>(null);
  /** The mention typed when Escape closed the list (`start:query`): it stays closed until that changes. */
  const [dismissed, setDismissed] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const typed = caret === null ? null : typedMentionAt(value, caret);
  const query = useDebouncedValue(typed?.query ?? null, DELAYS.userSearchDebounce);
  const { data } = useQuery(MentionSuggestionsDocument, { variables: { query }, skip: query === null });
  const people = typed !== null && query !== null && `${typed.start}:${typed.query}` !== dismissed ? (data?.mentionSuggestions ?? []) : [];
  const open = people.length > 0;
  const current = Math.min(active, people.length - 1);
  const optionId = (index: number) => `${listId}-${index}`;
  /** Where the caret goes once a chosen name is in the box: set as the new text is drawn, before another key is read. */
  const placeCaret = useRef<number | null>(null);
  useLayoutEffect(() => {
    const box = document.getElementById(areaId);
    if (placeCaret.current === null || !(box instanceof HTMLTextAreaElement)) return;
    box.setSelectionRange(placeCaret.current, placeCaret.current);
    placeCaret.current = null;
  }, [value, areaId]);

  const follow = (event: SyntheticEvent<HTMLTextAreaElement>) => {
    const next = event.currentTarget.selectionStart === event.currentTarget.selectionEnd ? event.currentTarget.selectionStart : null;
    if (next !== caret) setActive(0);
    setCaret(next);
  };
  const pick = (username: string) => {
    if (!typed || caret === null) return;
    const next = withMention(value, typed, caret, username);
    placeCaret.current = next.caret;
    onValueChange(next.text);
    setCaret(next.caret);
  };
  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (open) {
      const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
      if (step !== undefined) {
        event.preventDefault();
        setActive((current + step + people.length) % people.length);
        return;
      }
      if ((event.key === 'Enter' || event.key === 'Tab') && !event.shiftKey) {
        event.preventDefault();
        pick(people[current].username);
        return;
      }
      if (event.key === 'Escape') {
        // Closes the list only, not the dialog around it.
        event.preventDefault();
        event.stopPropagation();
        setDismissed(typed ? `${typed.start}:${typed.query}` : null);
        return;
      }
    }
    onKeyDown?.(event);
  };

  return (
    <div className={['mention-field', listAbove ? 'mention-field--above' : '', className ?? ''].filter(Boolean).join(' ')}>
      <TextArea
        {...area}
        id={areaId}
        value={value}
        // A combobox while people are offered; a plain text box otherwise, as every other one is.
        role={open ? 'combobox' : undefined}
        aria-autocomplete="list"
        aria-expanded={open ? true : undefined}
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open ? optionId(current) : undefined}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => {
          onChange?.(event);
          follow(event);
        }}
        onSelect={(event) => {
          onSelect?.(event);
          follow(event);
        }}
        onBlur={(event) => {
          area.onBlur?.(event);
          setCaret(null);
        }}
        onKeyDown={keyDown}
      />
      {open ? (
        <ul className="mention-list" id={listId} role="listbox" aria-label={t('people.mentions.label')}>
          {people.map((person, index) => (
            <li
              key={person.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === current}
              className={index === current ? 'mention-list__option mention-list__option--active' : 'mention-list__option'}
              // Chosen on press, before the box loses focus (which closes the list).
              onMouseDown={(event) => {
                event.preventDefault();
                pick(person.username);
              }}
            >
              <Avatar src={person.profile_image} size={24} />
              <span className="mention-list__name">{person.full_name}</span>
              <span className="mention-list__username">@{person.username}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
