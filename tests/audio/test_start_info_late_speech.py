"""The narrator at the step that tells start information late (engine/start_info.py, LATE_STEP): it
says only that everyone keeps their eyes closed — never who is woken nor what they are told — and
hands-free waits for the host, who wakes the players one by one, instead of moving on after a pause."""
import pytest

from tests.engine.test_printed_start_info_late import missed_until_dawn
from werewolf_desktop.audio.script import speech_for
from werewolf_desktop.engine.start_info import LATE_STEP


@pytest.mark.parametrize("lang", ["zh", "en", "de", "fr"])
def test_the_late_start_information_step_says_nothing_private_and_waits_for_the_host(lang):
    g, cards, seat = missed_until_dawn("town_crier", 0)
    assert g.prompt.step == LATE_STEP
    speech = speech_for(g.prompt, lang, g.state.options)
    assert speech is not None and len(speech.texts()) == 1 and not speech.moves_on and speech.night
    said = speech.texts()[0]
    assert str(seat) not in said and "(" not in said and "（" not in said
