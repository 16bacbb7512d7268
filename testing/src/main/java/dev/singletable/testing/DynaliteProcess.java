package dev.singletable.testing;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The {@code node} process that runs the launcher ({@link LauncherScript}): starts it, reads the port it
 * prints, keeps the tail of its standard error for error messages, and stops it by closing its
 * standard input.
 */
final class DynaliteProcess {

  private static final Pattern PORT_LINE = Pattern.compile("port=(\\d+)");
  private static final int STDERR_LIMIT = 8 * 1024;
  private static final Duration GRACEFUL_EXIT = Duration.ofSeconds(5);

  private final Process process;
  private final Installation installation;
  private final CompletableFuture<Integer> port = new CompletableFuture<>();
  private final StringBuilder stderr = new StringBuilder();
  private final Thread stderrReader;

  private DynaliteProcess(Process process, Installation installation) {
    this.process = process;
    this.installation = installation;
    daemon("stdout", this::readStdout).start();
    this.stderrReader = daemon("stderr", this::readStderr);
    stderrReader.start();
  }

  /** Starts node with the launcher script; {@code dataDirectory} is {@code null} for in-memory. */
  static DynaliteProcess launch(Installation installation, Path dataDirectory) {
    List<String> command =
        new ArrayList<>(List.of(installation.node().toString(), script(installation).toString()));
    if (dataDirectory != null) {
      command.add(dataDirectory.toAbsolutePath().toString());
    }
    // The launcher resolves require('dynalite') from its working directory: the install folder.
    ProcessBuilder builder =
        new ProcessBuilder(command).directory(installation.dynaliteDirectory().toFile());
    try {
      return new DynaliteProcess(builder.start(), installation);
    } catch (IOException e) {
      throw new LocalDynamoDbException("Could not run " + installation.node() + ": "
          + e.getMessage() + ". Install Node.js 20, or set " + Installation.NODE_ENV
          + " to the node executable.", e);
    }
  }

  private static Path script(Installation installation) {
    Path folder = installation.cache().path();
    try {
      return LauncherScript.writeTo(folder);
    } catch (IOException e) {
      throw new LocalDynamoDbException("Could not write the launcher script into " + folder + ": "
          + e + ". " + installation.cache().fix() + ".", e);
    }
  }

  /** Waits for the launcher's {@code port=N} line; on failure stops the process and says why. */
  int awaitPort(Duration timeout) {
    try {
      return port.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
    } catch (TimeoutException e) {
      throw failure("dynalite printed no port within " + timeout.toSeconds() + " s", e);
    } catch (ExecutionException e) {
      throw failure("dynalite exited before listening", e.getCause());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw failure("Interrupted while waiting for dynalite to listen", e);
    }
  }

  /** Stops the process and builds an exception carrying its exit code and standard error. */
  LocalDynamoDbException failure(String problem, Throwable cause) {
    stop();
    try {
      stderrReader.join(GRACEFUL_EXIT.toMillis());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    return new LocalDynamoDbException(problem + " (node " + installation.node() + ", dynalite in "
        + installation.dynaliteDirectory() + ", " + exitDescription() + ").\n"
        + "Standard error of the process:\n" + stderr(), cause);
  }

  private String exitDescription() {
    return process.isAlive() ? "still running" : "exit code " + process.exitValue();
  }

  /** Closes standard input, which makes the launcher shut down; kills it if it does not. */
  void stop() {
    try {
      process.getOutputStream().close();
      if (!process.waitFor(GRACEFUL_EXIT.toMillis(), TimeUnit.MILLISECONDS)) {
        process.destroyForcibly().waitFor();
      }
    } catch (IOException e) {
      process.destroyForcibly();
    } catch (InterruptedException e) {
      process.destroyForcibly();
      Thread.currentThread().interrupt();
    }
  }

  ProcessHandle handle() {
    return process.toHandle();
  }

  String stderr() {
    synchronized (stderr) {
      return stderr.toString();
    }
  }

  private void readStdout() {
    try (BufferedReader reader = process.inputReader(StandardCharsets.UTF_8)) {
      for (String line = reader.readLine(); line != null; line = reader.readLine()) {
        Matcher matcher = PORT_LINE.matcher(line);
        if (matcher.matches()) {
          port.complete(Integer.parseInt(matcher.group(1)));
        }
      }
      port.completeExceptionally(new IOException("standard output ended without a port line"));
    } catch (IOException e) {
      port.completeExceptionally(e);
    }
  }

  private void readStderr() {
    try (BufferedReader reader = process.errorReader(StandardCharsets.UTF_8)) {
      for (String line = reader.readLine(); line != null; line = reader.readLine()) {
        synchronized (stderr) {
          stderr.append(line).append('\n');
          if (stderr.length() > STDERR_LIMIT) {
            stderr.delete(0, stderr.length() - STDERR_LIMIT);
          }
        }
      }
    } catch (IOException e) {
      synchronized (stderr) {
        stderr.append("(could not read standard error: ").append(e.getMessage()).append(")\n");
      }
    }
  }

  private Thread daemon(String stream, Runnable reader) {
    Thread thread = new Thread(reader, "dynalite-" + process.pid() + "-" + stream);
    thread.setDaemon(true);
    return thread;
  }
}
