/**
 * The mini game's engine (pure state + step(dt, input), no DOM) lands here with the Fun section. Its physics
 * constants already live in @kinora/domain so the server can validate scores against the same numbers.
 */
export { MINI_GAME } from '@kinora/domain';
