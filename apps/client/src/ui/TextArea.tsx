import { useId, useLayoutEffect, useRef, type TextareaHTMLAttributes } from 'react';
import { characterCount } from '@gatherly/schema';
import { limitedChange } from './character-limit';
import { describedBy, FieldError } from './FieldError';
import './text-field.css';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value'> {
  label: string;
  value: string;
  /** Keep the name for assistive technology but show only the placeholder. */
  hideLabel?: boolean;
  /** Show 'characters/maxLength' under the box. */
  counter?: boolean;
  /** Grow with the text up to this height, then scroll. */
  autoGrowMaxPx?: number;
  /** What is wrong with the text: shown under the box, which is marked invalid and described by it. */
  error?: string;
}

/** A labelled textarea, optionally with a live character counter and automatic growth. */
export function TextArea({ label, hideLabel = false, counter = false, autoGrowMaxPx, error, id, className, maxLength, onChange, ...area }: TextAreaProps) {
  const generated = useId();
  const areaId = id ?? generated;
  const counterId = `${areaId}-counter`;
  const errorId = error ? `${areaId}-error` : undefined;
  const ref = useRef<HTMLTextAreaElement>(null);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || autoGrowMaxPx === undefined) return;
    element.style.height = 'auto';
    const height = Math.min(element.scrollHeight, autoGrowMaxPx);
    element.style.height = `${height}px`;
    element.style.overflowY = element.scrollHeight > autoGrowMaxPx ? 'auto' : 'hidden';
  }, [area.value, autoGrowMaxPx]);

  const showCounter = counter && maxLength !== undefined;
  return (
    <div className={['field', className ?? ''].filter(Boolean).join(' ')}>
      <label className={hideLabel ? 'visually-hidden' : 'field__label'} htmlFor={areaId}>
        {label}
      </label>
      <textarea
        ref={ref}
        className="field__input field__textarea"
        id={areaId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(errorId, showCounter ? counterId : undefined)}
        rows={autoGrowMaxPx === undefined ? 4 : 1}
        onChange={limitedChange(maxLength, onChange)}
        {...area}
      />
      <FieldError id={errorId} error={error} />
      {showCounter ? (
        <div className="field__counter" id={counterId}>
          {characterCount(area.value)}/{maxLength}
        </div>
      ) : null}
    </div>
  );
}
