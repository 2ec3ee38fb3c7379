import { createInterface } from 'node:readline';

/** Reads a password twice from a terminal without echo, or once per line from piped stdin. */
export async function readNewPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    const lines = await readAllLines();
    const [first, second] = lines;
    if (first === undefined) throw new Error('No password on standard input');
    if (second !== undefined && second !== '' && second !== first)
      throw new Error('The passwords do not match');
    return first;
  }
  const first = await askHidden('Password: ');
  const second = await askHidden('Repeat the password: ');
  if (first !== second) throw new Error('The passwords do not match');
  return first;
}

async function readAllLines(): Promise<string[]> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/);
}

function askHidden(prompt: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const output = rl as unknown as { _writeToOutput: (s: string) => void };
    process.stdout.write(prompt);
    output._writeToOutput = () => undefined; // no echo
    rl.question('', (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}
