/** The middle value (the upper one of an even count); undefined for no values. */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
