import type { ActivityQuestionSeed, WaiverSeed } from '../types.ts';

const notLiable =
  'I accept these risks and agree that Demo Leisure is not liable for injury, loss or damage, except where caused by its negligence.';

/** Activities whose every attendee signs a participation waiver before the order completes. */
export const demoWaivers: WaiverSeed[] = [
  {
    activity: 'bouldering',
    text: [
      'Bouldering carries a risk of injury, including from falls onto the matting and from other climbers, and serious injury can happen.',
      'I confirm that I, or the person I am signing for, am fit to climb, will follow the safety briefing and the instructions of staff, and will not climb after drinking alcohol or taking drugs.',
      'Climbers under 16 must be supervised by an adult at all times.',
      notLiable,
    ].join(' '),
  },
  {
    activity: 'public-skating',
    text: [
      'Ice skating carries a risk of falls and injury, including from other skaters and from skate blades.',
      'I confirm that I, or the person I am signing for, will skate in the direction shown, wear the helmet provided when under 12, and follow the instructions of the ice stewards.',
      'Children under 8 must be accompanied on the ice by a paying adult.',
      notLiable,
    ].join(' '),
  },
];

/** Questions asked when booking a class of the activity. */
export const demoActivityQuestions: ActivityQuestionSeed[] = [
  {
    activity: 'yoga',
    question: 'How much yoga have you done?',
    kind: 'select',
    options: ['New to yoga', 'Some classes', 'I practise regularly'],
    isRequired: true,
  },
  {
    activity: 'yoga',
    question: 'Any injuries or conditions your instructor should know about?',
    kind: 'text',
    options: [],
    isRequired: false,
  },
];
