import './spinner.css';

/** A small busy indicator; the text beside it says what is happening. */
export function Spinner({ size = 20 }: { size?: number }) {
  return <span className="spinner" aria-hidden="true" style={{ width: size, height: size }} />;
}
