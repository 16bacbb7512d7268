package dev.singletable.testing;

import java.io.File;
import java.io.IOException;
import java.net.JarURLConnection;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.FileSystemNotFoundException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * Where the {@code node} executable and dynalite's {@code node_modules} are on this machine.
 *
 * <p>dynalite comes from {@code -Dsingletable.dynalite.dir} or {@code SINGLETABLE_DYNALITE_DIR}
 * when set, else from the copy this module carries under {@value #BUNDLE_FOLDER}: used in place
 * when the classes are in a folder, extracted once into a cache folder (see {@link DynaliteCache})
 * when they are in a jar. {@link #find(UnaryOperator, UnaryOperator, URL)} takes its system
 * properties, environment and the carried copy's URL as arguments, so that tests can describe a
 * machine without changing the JVM's own settings.
 *
 * @param node the Node.js executable
 * @param dynaliteDirectory a folder containing {@code node_modules/dynalite}
 * @param cache the folder for extracted copies and the launcher script ({@link LauncherScript})
 */
record Installation(Path node, Path dynaliteDirectory, CacheRoot cache) {

  static final String NODE_PROPERTY = "singletable.node";
  static final String NODE_ENV = "SINGLETABLE_NODE";
  static final String DYNALITE_DIR_PROPERTY = "singletable.dynalite.dir";
  static final String DYNALITE_DIR_ENV = "SINGLETABLE_DYNALITE_DIR";
  static final String CACHE_DIR_PROPERTY = "singletable.cache.dir";
  static final String CACHE_DIR_ENV = "SINGLETABLE_CACHE_DIR";
  /** Where the jar carries dynalite's node_modules, from the build's copy of dynalite/. */
  static final String BUNDLE_FOLDER = "dev/singletable/testing/dynalite/";
  static final String DYNALITE_PACKAGE = "node_modules/dynalite/package.json";

  private static final String NPM_INSTALL = "npm install dynalite@4.0.0";
  private static final List<String> NODE_NAMES = List.of("node", "node.exe");

  /** Finds the installation from this JVM's system properties, environment and class path. */
  static Installation find() {
    // Through this class, not its loader: on the module path the bundle is this module's own resource.
    return find(System::getProperty, System::getenv,
        Installation.class.getResource("/" + BUNDLE_FOLDER + DYNALITE_PACKAGE));
  }

  /**
   * Finds the installation.
   *
   * @param properties system property name to value, or {@code null} when unset
   * @param environment environment variable name to value, or {@code null} when unset
   * @param bundle the URL of the carried {@code node_modules/dynalite/package.json}, in a folder
   *     or a jar, or {@code null} when there is none
   * @throws LocalDynamoDbException if node or dynalite is missing, or dynalite cannot be extracted
   */
  static Installation find(
      UnaryOperator<String> properties, UnaryOperator<String> environment, URL bundle) {
    CacheRoot cache = cacheRoot(properties, environment);
    return new Installation(
        findNode(properties, environment), findDynalite(properties, environment, bundle, cache),
        cache);
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

  private static Path findDynalite(UnaryOperator<String> properties,
      UnaryOperator<String> environment, URL bundle, CacheRoot cache) {
    Setting configured =
        Setting.read(properties, DYNALITE_DIR_PROPERTY, environment, DYNALITE_DIR_ENV);
    if (configured != null) {
      Path directory = Path.of(configured.value()).toAbsolutePath();
      if (hasDynalite(directory)) {
        return directory;
      }
      throw new LocalDynamoDbException("dynalite not found: " + configured + ", which has no"
          + " node_modules/dynalite/package.json. Point it at a folder in which '" + NPM_INSTALL
          + "' ran, or unset it to use the dynalite that singletable-testing carries.");
    }
    if (bundle == null) {
      throw new LocalDynamoDbException("dynalite not found: the singletable-testing classes on"
          + " the class path carry no " + BUNDLE_FOLDER + DYNALITE_PACKAGE + ", and neither "
          + DYNALITE_DIR_ENV + " nor -D" + DYNALITE_DIR_PROPERTY + " is set. Set one of them to"
          + " a folder in which '" + NPM_INSTALL + "' ran.");
    }
    return switch (bundle.getProtocol()) {
      case "file" -> bundledFolder(bundle);
      case "jar" -> extracted(bundle, cache);
      default -> throw unusableBundle(bundle);
    };
  }

  /** The folder holding {@code node_modules}, from the URL of its dynalite package.json. */
  private static Path bundledFolder(URL bundle) {
    try {
      return Path.of(bundle.toURI()).getParent().getParent().getParent();
    } catch (URISyntaxException | IllegalArgumentException e) {
      throw unusableBundle(bundle);
    }
  }

  private static Path extracted(URL bundle, CacheRoot cacheRoot) {
    Path jar;
    String entry;
    try {
      JarURLConnection connection = (JarURLConnection) bundle.openConnection();
      jar = Path.of(connection.getJarFileURL().toURI());
      entry = connection.getEntryName();
    } catch (IOException | URISyntaxException | IllegalArgumentException
        | FileSystemNotFoundException e) {
      throw unusableBundle(bundle);
    }
    try {
      return DynaliteCache.extract(
          jar, entry.substring(0, entry.length() - DYNALITE_PACKAGE.length()), cacheRoot.path());
    } catch (IOException e) {
      throw new LocalDynamoDbException("Could not extract the dynalite that singletable-testing"
          + " carries from " + jar + " into " + cacheRoot.path() + ": " + e + ". "
          + cacheRoot.fix() + ", or set " + DYNALITE_DIR_ENV
          + " to a folder in which '" + NPM_INSTALL + "' ran.", e);
    }
  }

  /** For a carried copy in something other than a folder or a local jar file (a jar in a jar). */
  private static LocalDynamoDbException unusableBundle(URL bundle) {
    return new LocalDynamoDbException("Cannot run the dynalite that singletable-testing carries"
        + " from " + bundle + ": only a folder or a jar file on the class path can be used. Set "
        + DYNALITE_DIR_ENV + " (or -D" + DYNALITE_DIR_PROPERTY + ") to a folder in which '"
        + NPM_INSTALL + "' ran.");
  }

  /**
   * The folder for extracted copies: {@code -Dsingletable.cache.dir} or
   * {@code SINGLETABLE_CACHE_DIR}, else {@code singletable} in {@code XDG_CACHE_HOME}, else
   * {@code ~/.cache/singletable}.
   */
  static CacheRoot cacheRoot(UnaryOperator<String> properties, UnaryOperator<String> environment) {
    Setting configured = Setting.read(properties, CACHE_DIR_PROPERTY, environment, CACHE_DIR_ENV);
    if (configured != null) {
      return new CacheRoot(Path.of(configured.value()).toAbsolutePath(), configured);
    }
    String xdg = environment.apply("XDG_CACHE_HOME");
    Path cache = xdg != null && Path.of(xdg).isAbsolute()
        ? Path.of(xdg)
        : Path.of(properties.apply("user.home"), ".cache");
    return new CacheRoot(cache.resolve("singletable"), null);
  }

  private static boolean hasDynalite(Path directory) {
    return Files.isRegularFile(directory.resolve(DYNALITE_PACKAGE));
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

  /** Where extracted copies go, and the setting that chose it ({@code null} for the default). */
  record CacheRoot(Path path, Setting setting) {

    String describeSetting() {
      return setting == null ? "" : " (now " + setting + ")";
    }

    /** How to make the cache usable, for the message of an error writing to it. */
    String fix() {
      return "Make that folder writable, or set " + CACHE_DIR_ENV + " (or -D" + CACHE_DIR_PROPERTY
          + ") to a writable folder" + describeSetting();
    }
  }
}
