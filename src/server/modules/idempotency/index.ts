// Idempotency: the first answer of a money call, replayed to every retry of its Idempotency-Key.
// This file is the module's face: other modules use it through these names only.
export { answersWrite, type AnswerToKeep, answerKey, IdempotencyMismatchError, idempotent, recordAnswers, replayOf, requestHash, type StoredAnswer, storedAnswers, storedAnswersRead } from './idempotency.service.js';
