import { textParts } from '@gatherly/schema';
import { Fragment, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { PATHS } from '../lib/paths';
import './rich-text.css';

/** A mention the server stored when the text was written: the name as written, and the account's name now. */
export interface MentionRef {
  username: string;
  written_as: string;
}

export interface RichTextProps {
  text: string;
  /** The text's stored mentions; an `@name` not among them (no such account) stays text. */
  mentions?: readonly MentionRef[];
}

/**
 * What people write, drawn as React elements (never as HTML): a mention of an account links to its
 * profile under its current name, a hashtag to its page, an http(s) link to its address in a new tab.
 */
export function RichText({ text, mentions = [] }: RichTextProps) {
  const parts = useMemo(() => textParts(text), [text]);
  const current = useMemo(() => new Map(mentions.map((mention) => [mention.written_as.toLowerCase(), mention.username])), [mentions]);
  return (
    <>
      {parts.map((part, index) => {
        switch (part.kind) {
          case 'mention': {
            const username = current.get(part.username.toLowerCase());
            return username === undefined ? (
              <Fragment key={index}>{part.text}</Fragment>
            ) : (
              <Link key={index} className="rich-text__mention" to={PATHS.profile(username)}>
                @{username}
              </Link>
            );
          }
          case 'hashtag':
            return (
              <Link key={index} className="rich-text__hashtag" to={PATHS.tag(part.tag)}>
                {part.text}
              </Link>
            );
          case 'link':
            return (
              <a key={index} className="rich-text__link" href={part.url} target="_blank" rel="noopener noreferrer nofollow ugc">
                {part.text}
              </a>
            );
          default:
            return <Fragment key={index}>{part.text}</Fragment>;
        }
      })}
    </>
  );
}
