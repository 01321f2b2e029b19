// The shape of a translation, for the app's catalogue and the server's alike: the same keys as the
// English it translates; a sentence for a sentence, a function of the same parameters for a function.

export type Translation<T> = {
  [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends (...args: infer A) => string
      ? (...args: A) => string
      : T[K] extends readonly string[]
        ? readonly string[]
        : T[K] extends object
          ? Translation<T[K]>
          : T[K];
};
