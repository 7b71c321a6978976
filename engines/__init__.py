"""Rules only: one package per game and the shared contract (engines.base). No discord, no PIL."""

from engines.base import Game
from engines.botfactory import GAME as BOTFACTORY
from engines.century import GAME as CENTURY
from engines.moonbots import GAME as MOONBOTS
from engines.proponi import GAME as PROPONI
from engines.qube import GAME as QUBE

GAMES: dict[str, Game] = {g.key: g for g in (MOONBOTS, QUBE, PROPONI, BOTFACTORY, CENTURY)}
