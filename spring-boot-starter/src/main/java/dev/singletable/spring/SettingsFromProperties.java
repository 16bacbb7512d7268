package dev.singletable.spring;

import dev.singletable.runtime.BatchSettings;
import dev.singletable.runtime.CursorKeys;
import dev.singletable.runtime.TableSettings;
import java.time.Duration;
import java.time.temporal.ChronoUnit;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.Executor;
import java.util.function.Function;
import org.springframework.beans.factory.BeanFactory;
import org.springframework.beans.factory.BeanNotOfRequiredTypeException;
import org.springframework.boot.convert.DurationStyle;

/**
 * The {@link TableSettings} every table gets, from {@code singletable.cursors.*}, {@code
 * singletable.batches.*} and {@code singletable.shard-read-executor}. Each value is checked here, so
 * that a wrong one is a {@link SingletableStartupException} naming the property, its value and the
 * fix in property terms, before the runtime would refuse it in Java terms.
 */
final class SettingsFromProperties {
  /** The bean that queries shards concurrently when {@code singletable.shard-read-executor} is unset. */
  static final String DEFAULT_SHARD_READ_EXECUTOR = "singletableShardReads";

  private static final String SHARD_READ_EXECUTOR = "singletable.shard-read-executor";

  private SettingsFromProperties() {}

  /** The settings of {@code properties}; a {@code CursorKeys} bean takes the place of the cursor keys. */
  static TableSettings of(SingletableProperties properties, CursorKeys cursorKeysBean, BeanFactory beans) {
    TableSettings settings = TableSettings.defaults()
        .batches(batches(properties.getBatches()))
        .cursorKeys(cursorKeysBean != null ? cursorKeysBean : cursorKeys(properties.getCursors()));
    Executor executor = shardReadExecutor(properties.getShardReadExecutor(), beans);
    return executor == null ? settings : settings.shardReadExecutor(executor);
  }

  /** Each property unset keeps its default: the defaults are also what the messages suggest. */
  private static BatchSettings batches(SingletableProperties.Batches batches) {
    BatchSettings defaults = BatchSettings.defaults();
    BatchSettings settings = defaults;
    Integer maxAttempts = batches.getMaxAttempts();
    if (maxAttempts != null) {
      if (maxAttempts < 1) {
        throw SingletableStartupException.badProperty("singletable.batches.max-attempts",
            "singletable.batches.max-attempts is " + maxAttempts + " but a batch is sent at least once."
            + " Set it to 1 or more, such as " + defaults.maxAttempts() + " (the default).");
      }
      settings = settings.maxAttempts(maxAttempts);
    }
    if (batches.getBaseDelay() != null) {
      settings = settings.baseDelay(
          delay("singletable.batches.base-delay", batches.getBaseDelay(), defaults.baseDelay()));
    }
    if (batches.getMaxDelay() != null) {
      settings = settings.maxDelay(
          delay("singletable.batches.max-delay", batches.getMaxDelay(), defaults.maxDelay()));
    }
    return settings;
  }

  private static Duration delay(String property, Duration delay, Duration defaultDelay) {
    if (delay.isNegative()) {
      throw SingletableStartupException.badProperty(property, property + " is " + text(delay) + " but a wait"
          + " cannot be negative. Set it to 0 or a positive duration such as " + text(defaultDelay)
          + " (the default).");
    }
    return delay;
  }

  /** 50ms, 5s, -1ns: {@code duration} as a property would set it. */
  private static String text(Duration duration) {
    ChronoUnit unit = duration.getNano() == 0 ? ChronoUnit.SECONDS
        : duration.getNano() % 1_000_000 == 0 ? ChronoUnit.MILLIS : ChronoUnit.NANOS;
    return DurationStyle.SIMPLE.print(duration, unit);
  }

  private static CursorKeys cursorKeys(SingletableProperties.Cursors cursors) {
    List<String> texts = cursors.getKeys();
    if (texts.isEmpty()) {
      if (cursors.isHidePositions()) {
        throw SingletableStartupException.badProperty("singletable.cursors.hide-positions",
            "singletable.cursors.hide-positions is true but no"
            + " singletable.cursors.keys are set: hiding positions encrypts them with a key. Set"
            + " singletable.cursors.keys to a base64 secret of 32 bytes or more (openssl rand -base64 32).");
      }
      return CursorKeys.none();
    }
    byte[][] keys = new byte[texts.size()][];
    for (int i = 0; i < keys.length; i++) {
      keys[i] = cursorKey("singletable.cursors.keys[" + i + "]", texts.get(i));
    }
    byte[][] older = new byte[keys.length - 1][];
    System.arraycopy(keys, 1, older, 0, older.length);
    CursorKeys cursorKeys = CursorKeys.of(keys[0], older);
    return cursors.isHidePositions() ? cursorKeys.hidingPositions() : cursorKeys;
  }

  /** The secret of {@code property}; the message never shows it, only what is wrong with it. */
  private static byte[] cursorKey(String property, String text) {
    byte[] key;
    try {
      key = Base64.getDecoder().decode(text.trim());
    } catch (IllegalArgumentException e) {
      throw SingletableStartupException.badProperty(property, property + " is not base64 (" + e.getMessage()
          + "). Set it to a base64 secret of " + CursorKeys.MIN_KEY_BYTES + " bytes or more"
          + " (openssl rand -base64 32).", e);
    }
    if (key.length < CursorKeys.MIN_KEY_BYTES) {
      throw SingletableStartupException.badProperty(property, property + " is " + key.length + " bytes long"
          + " but a cursor key has at least " + CursorKeys.MIN_KEY_BYTES + ". Set it to a base64 secret of "
          + CursorKeys.MIN_KEY_BYTES + " bytes or more (openssl rand -base64 32).");
    }
    return key;
  }

  private static Executor shardReadExecutor(String beanName, BeanFactory beans) {
    if (beanName == null || beanName.isBlank()) {
      return !beans.containsBean(DEFAULT_SHARD_READ_EXECUTOR) ? null
          : executor(DEFAULT_SHARD_READ_EXECUTOR, beans, type -> SHARD_READ_EXECUTOR + " is not set, so"
              + " shard reads use the bean '" + DEFAULT_SHARD_READ_EXECUTOR + "', but it is a " + type
              + ", not an Executor. Make that bean an Executor or rename it, or set " + SHARD_READ_EXECUTOR
              + " to the name of an Executor bean.");
    }
    String name = beanName.trim();
    String problem = SHARD_READ_EXECUTOR + " is '" + beanName + "' but ";
    String fix = ". Set it to the name of an Executor bean (an ExecutorService sized to the shard count),"
        + " or remove it to query the shards one after another.";
    if (!beans.containsBean(name)) {
      throw SingletableStartupException.badProperty(SHARD_READ_EXECUTOR,
          problem + "there is no bean named '" + name + "'" + fix);
    }
    return executor(name, beans,
        type -> problem + "the bean '" + name + "' is a " + type + ", not an Executor" + fix);
  }

  /**
   * The bean {@code name}, checked to be an Executor by its definition before it is made, so that
   * naming a bean still in creation (a table) is this error, not a bean cycle; {@code notExecutor}
   * gives the message from the bean's type.
   */
  private static Executor executor(String name, BeanFactory beans, Function<String, String> notExecutor) {
    Class<?> type = beans.getType(name);
    if (type != null && !Executor.class.isAssignableFrom(type)) {
      throw SingletableStartupException.badProperty(SHARD_READ_EXECUTOR, notExecutor.apply(type.getName()));
    }
    try {
      return beans.getBean(name, Executor.class);
    } catch (BeanNotOfRequiredTypeException e) {
      throw SingletableStartupException.badProperty(SHARD_READ_EXECUTOR,
          notExecutor.apply(e.getActualType().getName()), e);
    }
  }
}
