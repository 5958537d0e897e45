/**
 * Sentence templates for overviews, taglines and biographies, written for this project.
 * Slots: {hero} a first name, {place} a place, {thing} a noun, {ally} another first name, {role} a job.
 */

export const OVERVIEW_OPENERS = [
  'When {hero}, a {role} from {place}, finds an old {thing}, a quiet life comes apart.',
  '{hero} has spent years avoiding {place}, until a letter about the {thing} arrives.',
  'In {place}, a {role} named {hero} makes one promise too many.',
  'After a storm cuts {place} off from the world, {hero} and {ally} must decide who to trust.',
  'A disgraced {role} gets one last chance to set things right in {place}.',
  '{hero} and {ally} were inseparable, until the summer of the {thing}.',
  'Nobody in {place} talks about the {thing}, and {hero} is about to learn why.',
  'A {role} with a gift for lying is hired to find the {thing} before anyone else.',
  'Twelve hours, one city and a {thing} that could change everything for {hero}.',
  'On the edge of {place}, a family runs the only café for a hundred miles.',
] as const;

export const OVERVIEW_MIDDLES = [
  'What begins as a favour turns into a chase across three countries.',
  'Old friends become rivals, and rivals become the only people left to call.',
  'Every answer costs something, and {hero} is running out of things to give.',
  'The deeper {ally} digs, the closer the danger comes to home.',
  'Along the way there are weddings, funerals and one unforgettable dinner party.',
  'Meanwhile, a rival {role} is determined to get there first.',
  'Secrets buried for a generation start to surface one by one.',
  'With the clock running, loyalties are tested and a few are broken.',
  'It is funny, until it is not, and then it is funny again.',
  'A chance meeting with a stranger named {ally} changes the plan entirely.',
] as const;

export const OVERVIEW_CLOSERS = [
  'Some doors, once opened, stay open.',
  'Home was never a place; it was a choice.',
  'The truth is out there, and it is not what anyone wanted.',
  'By the end, nobody in {place} will be the same.',
  'Not every promise is meant to be kept.',
] as const;

export const TAGLINES = [
  'Some doors should stay closed.',
  'Every family has its storms.',
  'The past always finds its way back.',
  'One night. No second chances.',
  'Trust nobody. Especially yourself.',
  'The truth has a price.',
  'Love is the longest journey.',
  'Run while you still can.',
  'Not all heroes wear capes; some wear aprons.',
  'The tide is turning.',
  'Every map has an edge.',
  'Remember who you were.',
  'It started with a lie.',
  'Hope is a dangerous thing.',
  'Nothing stays buried forever.',
] as const;

export const ROLES = [
  'locksmith',
  'nurse',
  'schoolteacher',
  'pilot',
  'chef',
  'journalist',
  'detective',
  'violinist',
  'mechanic',
  'librarian',
  'lawyer',
  'ferry captain',
  'beekeeper',
  'forger',
  'cartographer',
  'radio host',
] as const;

/** Biography sentences. Slots: {name}, {first}, {pronoun} (she/he/they), {nationality}, {work}, {year}. */
export const BIO_OPENERS = [
  '{name} is a {nationality} {job} whose work includes {work}.',
  '{name} is a {nationality} {job} best known for {work}.',
  'Born in {year}, {name} is a {nationality} {job} known for {work}.',
] as const;

export const BIO_SENTENCES = [
  '{first} began in regional theatre before moving to the screen.',
  'Early on, {pronoun} worked as a waiter, a tour guide and a radio announcer to pay for acting classes.',
  'Critics have praised {first} for a restrained, precise style that rewards a second viewing.',
  '{first} has said in interviews that every role starts with how the character walks.',
  'Outside of film, {first} is a keen amateur photographer and an occasional painter.',
  '{first} speaks three languages and has worked on productions across Europe and Latin America.',
  "A long collaboration with the same small crew has shaped much of {first}'s later work.",
  '{first} is also known for supporting film schools and festivals for first-time directors.',
  'After a break of several years, {pronoun} returned with a string of well-received projects.',
  '{first} divides {possessive} time between the city and a farmhouse in the countryside.',
  "Several of {first}'s projects have screened at international festivals, where they found a devoted following.",
  '{first} has mentored younger colleagues and often casts newcomers alongside veterans.',
] as const;

export const JOB_BY_DEPARTMENT: Readonly<
  Record<string, readonly [female: string, male: string, neutral: string]>
> = {
  Acting: ['actress', 'actor', 'actor'],
  Directing: ['director', 'director', 'director'],
  Writing: ['screenwriter', 'screenwriter', 'screenwriter'],
  Production: ['producer', 'producer', 'producer'],
  Camera: ['cinematographer', 'cinematographer', 'cinematographer'],
  Sound: ['composer', 'composer', 'composer'],
  Editing: ['film editor', 'film editor', 'film editor'],
};
