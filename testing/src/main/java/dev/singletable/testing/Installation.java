package dev.singletable.testing;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * Where the {@code node} executable and the npm install of dynalite are on this machine.
 *
 * <p>{@link #find(UnaryOperator, UnaryOperator, Path)} takes its system properties, environment
 * and working directory as arguments, so that tests can describe a machine without changing the
 * JVM's own settings.
 *
 * @param node the Node.js executable
 * @param dynaliteDirectory a folder containing {@code node_modules/dynalite}
 */
record Installation(Path node, Path dynaliteDirectory) {

  static final String NODE_PROPERTY = "singletable.node";
  static final String NODE_ENV = "SINGLETABLE_NODE";
  static final String DYNALITE_DIR_PROPERTY = "singletable.dynalite.dir";
  static final String DYNALITE_DIR_ENV = "SINGLETABLE_DYNALITE_DIR";
  static final String INSTALL_COMMAND = "npm ci --prefix testing/dynalite";

  private static final Path CHECKOUT_DYNALITE_DIRECTORY = Path.of("testing", "dynalite");
  private static final List<String> NODE_NAMES = List.of("node", "node.exe");

  /** Finds the installation from this JVM's system properties, environment and working folder. */
  static Installation find() {
    return find(System::getProperty, System::getenv, Path.of("").toAbsolutePath());
  }

  /**
   * Finds the installation.
   *
   * @param properties system property name to value, or {@code null} when unset
   * @param environment environment variable name to value, or {@code null} when unset
   * @param workingDirectory where to start walking up in search of the singletable checkout
   * @throws LocalDynamoDbException if node or dynalite is missing
   */
  static Installation find(
      UnaryOperator<String> properties, UnaryOperator<String> environment, Path workingDirectory) {
    return new Installation(
        findNode(properties, environment), findDynalite(properties, environment, workingDirectory));
  }

  private static Path findNode(
      UnaryOperator<String> properties, UnaryOperator<String> environment) {
    Setting configured = Setting.read(properties, NODE_PROPERTY, environment, NODE_ENV);
    if (configured != null) {
      Path node = Path.of(configured.value());
      if (Files.isRegularFile(node) && Files.isExecutable(node)) {
        return node;
      }
      throw new LocalDynamoDbException("Node.js not found: " + configured + ", which is not an"
          + " executable file. Point it at the node executable of Node.js 20, or unset it to use"
          + " 'node' from the PATH.");
    }
    String path = environment.apply("PATH");
    for (String directory : path == null ? new String[0] : path.split(File.pathSeparator)) {
      for (String name : NODE_NAMES) {
        Path node = executable(directory, name);
        if (node != null) {
          return node;
        }
      }
    }
    throw new LocalDynamoDbException("Node.js not found: no 'node' executable on the PATH ("
        + path + "). Install Node.js 20, or set " + NODE_ENV + " (or -D" + NODE_PROPERTY
        + ") to the node executable.");
  }

  private static Path executable(String directory, String name) {
    try {
      Path candidate = Path.of(directory).resolve(name);
      return Files.isRegularFile(candidate) && Files.isExecutable(candidate) ? candidate : null;
    } catch (InvalidPathException e) {
      return null;
    }
  }

  private static Path findDynalite(
      UnaryOperator<String> properties, UnaryOperator<String> environment, Path workingDirectory) {
    Setting configured =
        Setting.read(properties, DYNALITE_DIR_PROPERTY, environment, DYNALITE_DIR_ENV);
    if (configured != null) {
      Path directory = Path.of(configured.value()).toAbsolutePath();
      if (hasDynalite(directory)) {
        return directory;
      }
      throw new LocalDynamoDbException("dynalite not found: " + configured + ", which has no"
          + " node_modules/dynalite. Run '" + INSTALL_COMMAND + "' from the singletable checkout"
          + " and point " + configured.name() + " at its testing/dynalite folder, or unset it to"
          + " find testing/dynalite above the working directory.");
    }
    for (Path directory = workingDirectory; directory != null; directory = directory.getParent()) {
      Path candidate = directory.resolve(CHECKOUT_DYNALITE_DIRECTORY);
      if (hasDynalite(candidate)) {
        return candidate;
      }
      if (Files.isRegularFile(candidate.resolve("package.json"))) {
        throw new LocalDynamoDbException("dynalite is not installed in " + candidate
            + " (no node_modules/dynalite). Run '" + INSTALL_COMMAND + "' in " + directory + ".");
      }
    }
    throw new LocalDynamoDbException("dynalite not found: no testing/dynalite/node_modules/dynalite"
        + " in " + workingDirectory + " or any folder above it, and neither " + DYNALITE_DIR_ENV
        + " nor -D" + DYNALITE_DIR_PROPERTY + " is set. Run '" + INSTALL_COMMAND + "' from the"
        + " root of the singletable checkout, or set " + DYNALITE_DIR_ENV
        + " to a folder containing node_modules/dynalite.");
  }

  private static boolean hasDynalite(Path directory) {
    return Files.isRegularFile(directory.resolve("node_modules/dynalite/package.json"));
  }

  /** A value from a system property, or else from an environment variable. */
  private record Setting(String name, String value) {

    static Setting read(UnaryOperator<String> properties, String property,
        UnaryOperator<String> environment, String variable) {
      String fromProperty = properties.apply(property);
      if (fromProperty != null && !fromProperty.isBlank()) {
        return new Setting("-D" + property, fromProperty);
      }
      String fromEnvironment = environment.apply(variable);
      if (fromEnvironment != null && !fromEnvironment.isBlank()) {
        return new Setting(variable, fromEnvironment);
      }
      return null;
    }

    @Override
    public String toString() {
      return name + " is '" + value + "'";
    }
  }
}
