/**
 * The chat service both doors use: `answerChat` for a whole answer, `streamChat` for a stream of events.
 * Shapes live in @kinora/domain (chatAnswerSchema, chatStreamEventSchema, toLegacyChatReply).
 */
export { answerChat } from './answer-chat';
export type { ChatInput } from './chat-input';
export { engineFor, listChatModels } from './chat-models';
export { streamChat } from './stream-chat';
