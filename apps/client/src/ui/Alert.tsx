import './alert.css';

export interface AlertProps {
  tone: 'error' | 'success' | 'info';
  messages: readonly string[];
  /** Show each message as a bullet (a list of violated rules) rather than as a paragraph. */
  bullets?: boolean;
}

/** Messages for the user; errors are announced at once (role="alert"), others politely. */
export function Alert({ tone, messages, bullets = false }: AlertProps) {
  if (messages.length === 0) return null;
  const role = tone === 'error' ? 'alert' : 'status';
  return (
    <div className={`alert alert--${tone}`} role={role}>
      {bullets ? (
        <ul className="alert__list">
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : (
        messages.map((message) => (
          <p className="alert__text" key={message}>
            {message}
          </p>
        ))
      )}
    </div>
  );
}
