import './alert.css';

export interface AlertProps {
  tone: 'error' | 'success' | 'info';
  messages: readonly string[];
  /** Show each message as a bullet (a list of violated rules) rather than as a paragraph. */
  bullets?: boolean;
  /** An id for each message, for the fields it is about to be described by. */
  ids?: readonly string[];
}

/** Messages for the user; errors are announced at once (role="alert"), others politely. */
export function Alert({ tone, messages, bullets = false, ids }: AlertProps) {
  if (messages.length === 0) return null;
  const role = tone === 'error' ? 'alert' : 'status';
  return (
    <div className={`alert alert--${tone}`} role={role}>
      {bullets ? (
        <ul className="alert__list">
          {messages.map((message, index) => (
            <li key={message} id={ids?.[index]}>
              {message}
            </li>
          ))}
        </ul>
      ) : (
        messages.map((message, index) => (
          <p className="alert__text" key={message} id={ids?.[index]}>
            {message}
          </p>
        ))
      )}
    </div>
  );
}
