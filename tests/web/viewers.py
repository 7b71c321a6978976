"""`python -m tests.web.viewers URL GAME` with one session cookie a line on stdin: that many readers of one
game, in this process of their own (so their work is not counted as the bot's), each as the page's script
behaves: the page and its picture once, the live stream held open, and after each new version (within
0.8 s of it) the words and the picture again. Prints "ready" once every stream is open, then runs until
it is killed; errors end it with a line on stderr."""

from __future__ import annotations

import asyncio
import random
import sys

import aiohttp

COOKIE = "bh_session"


async def viewer(url: str, game: int, number: int, cookie: str, ready: asyncio.Queue[int]) -> None:
    headers = {"X-Forwarded-For": f"10.0.{number // 250}.{number % 250 + 1}"}
    async with aiohttp.ClientSession(url, headers=headers, cookies={COOKIE: cookie}) as http:
        for path in (f"/game/{game}", f"/game/{game}/table.png"):
            answer = await http.get(path)
            assert answer.status == 200, (path, answer.status)
            await answer.read()
        async with http.get(f"/game/{game}/live") as stream:
            assert stream.status == 200, stream.status
            ready.put_nowait(number)
            while line := await stream.content.readline():
                if line.startswith(b"data:"):
                    await asyncio.sleep(random.random() * 0.8)
                    for path in (f"/game/{game}/state", f"/game/{game}/table.png"):
                        answer = await http.get(path)
                        assert answer.status == 200, (path, answer.status)
                        await answer.read()
    raise AssertionError(f"viewer {number}'s stream ended")


async def main(url: str, game: int, cookies: list[str]) -> None:
    ready: asyncio.Queue[int] = asyncio.Queue()
    tasks = [asyncio.create_task(viewer(url, game, n, c, ready)) for n, c in enumerate(cookies)]
    for _ in cookies:
        await ready.get()
    print("ready", flush=True)
    done, _ = await asyncio.wait(tasks, return_when=asyncio.FIRST_EXCEPTION)
    for task in done:
        task.result()


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], int(sys.argv[2]), sys.stdin.read().split()))
