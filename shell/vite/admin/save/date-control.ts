/**
 * The editor's date field (Decap's registerWidget), in place of Decap's datetime widget: its one
 * `datetime-local` input gives nothing for a date typed without a time, so the date was dropped
 * while the header said the changes were saved. Here the date and the time are two inputs: a
 * date alone is saved as a date, and a time without a date or a date that does not exist stops
 * the save with a message naming the field (dates.ts), through the control's `isValid`.
 */
import { dateParts, dateProblem, dateValue, type DateParts } from './dates'

interface Field {
  get(key: string): unknown
}
interface Props {
  forID: string
  value: unknown
  field: Field
  onChange(value: string): void
  classNameWrapper: string
  setActiveStyle(): void
  setInactiveStyle(): void
}
interface Control {
  props: Props
  state: DateParts
  setState(state: Partial<DateParts>): void
}
type CreateClass = (spec: Record<string, unknown> & ThisType<Control>) => unknown
type H = (type: string, props: Record<string, unknown> | null, ...children: unknown[]) => unknown

const pad = (n: number) => String(n).padStart(2, '0')

/** Now on the organiser's clock, as the two inputs take it. */
function now(): DateParts {
  const at = new Date()
  return {
    date: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`,
    time: `${pad(at.getHours())}:${pad(at.getMinutes())}`,
  }
}

export function dateControl(createClass: CreateClass, h: H) {
  return createClass({
    getInitialState(): DateParts {
      return dateParts(this.props.value)
    },
    isValid() {
      const label = String(this.props.field.get('label') ?? this.props.field.get('name'))
      // A date typed in part leaves the input's value empty, and fires no change from empty.
      const input = document.getElementById(this.props.forID) as HTMLInputElement | null
      const message = dateProblem(label, { ...this.state, badDate: input?.validity.badInput === true })
      return message ? { error: { type: 'CUSTOM', message } } : true
    },
    change(this: Control, next: Partial<DateParts>) {
      const parts = { ...this.state, ...next }
      this.setState(next)
      this.props.onChange(dateValue(parts))
    },
    render(this: Control & { change(next: Partial<DateParts>): void }) {
      const { forID, field, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props
      const withTime = field.get('time') === true
      const label = String(field.get('label') ?? field.get('name'))
      const focus = { onFocus: setActiveStyle, onBlur: setInactiveStyle }
      return h(
        'div',
        { className: `${classNameWrapper} osck-date` },
        h('input', {
          id: forID,
          type: 'date',
          value: this.state.date,
          ...focus,
          onChange: (event: { target: HTMLInputElement }) => this.change({ date: event.target.value }),
        }),
        withTime
          ? h('input', {
              id: `time-of-${forID}`,
              type: 'time',
              'aria-label': `${label}: time`,
              value: this.state.time,
              ...focus,
              onChange: (event: { target: HTMLInputElement }) => this.change({ time: event.target.value }),
            })
          : null,
        h(
          'button',
          { type: 'button', onClick: () => this.change(withTime ? now() : { date: now().date }) },
          'Now',
        ),
        h('button', { type: 'button', onClick: () => this.change({ date: '', time: '' }) }, 'Clear'),
      )
    },
  })
}
