package dev.singletable.spring;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/**
 * Each wrong property fails start-up with a {@link SingletableStartupException} whose message starts with
 * the property, then says its value and the fix in property terms; Boot's report shows it through
 * {@link SingletableFailureAnalyzer}, with the action to change that property.
 */
class BadPropertiesTest {

  private static void failsWith(ApplicationContextRunner runner, String property, String description) {
    runner.run(context -> {
      StartupFailure failure = StartupFailure.of(context);
      assertThat(failure.exception().property()).isEqualTo(property);
      assertThat(failure.description()).isEqualTo(description);
      assertThat(failure.action()).isEqualTo("Change " + property + " in the application's configuration as"
          + " the description says, then start the application again.");
    });
  }

  private static ApplicationContextRunner with(String... properties) {
    return withPrefix(Contexts.uniquePrefix(), properties);
  }

  private static ApplicationContextRunner withPrefix(String prefix, String... properties) {
    return Contexts.local(prefix).withPropertyValues("singletable.startup=none").withPropertyValues(properties);
  }

  @Test
  void unknownLogicalTableNameListsTheKnownOnes() {
    failsWith(with("singletable.tables.socail.name=x"), "singletable.tables.socail",
        "singletable.tables.socail names no table. The tables are shop, social. Use one of them"
            + " (singletable.tables.<logical-name>), or remove the properties.");
  }

  @Test
  void blankName() {
    String prefix = Contexts.uniquePrefix();
    failsWith(withPrefix(prefix, "singletable.tables.social.name= "), "singletable.tables.social.name",
        "singletable.tables.social.name is blank. Set it to the physical table name, or remove it for '"
            + prefix + "Social' (table-prefix + logical name + table-suffix).");
  }

  @Test
  void unknownStartupListsTheAccepted() {
    failsWith(with("singletable.tables.shop.startup=check"), "singletable.tables.shop.startup",
        "singletable.tables.shop.startup is 'check', which is not a start-up mode. Set it to verify,"
            + " create-if-missing, none.");
    failsWith(with("singletable.startup=always"), "singletable.startup",
        "singletable.startup is 'always', which is not a start-up mode. Set it to verify, create-if-missing, none.");
  }

  @Test
  void cursorKeyNotBase64() {
    failsWith(with("singletable.cursors.keys=not*base64"), "singletable.cursors.keys[0]",
        "singletable.cursors.keys[0] is not base64 (Illegal base64 character 2a). Set it to a base64 secret"
            + " of 32 bytes or more (openssl rand -base64 32).");
  }

  @Test
  void cursorKeyTooShort() {
    String shortKey = Base64.getEncoder().encodeToString(new byte[16]);
    String goodKey = Base64.getEncoder().encodeToString(new byte[32]);
    failsWith(with("singletable.cursors.keys=" + goodKey + "," + shortKey), "singletable.cursors.keys[1]",
        "singletable.cursors.keys[1] is 16 bytes long but a cursor key has at least 32. Set it to a base64"
            + " secret of 32 bytes or more (openssl rand -base64 32).");
  }

  @Test
  void hidePositionsWithoutKeys() {
    failsWith(with("singletable.cursors.hide-positions=true"), "singletable.cursors.hide-positions",
        "singletable.cursors.hide-positions is true but no singletable.cursors.keys are set: hiding positions"
            + " encrypts them with a key. Set singletable.cursors.keys to a base64 secret of 32 bytes or more"
            + " (openssl rand -base64 32).");
  }

  @Test
  void batchMaxAttemptsBelowOne() {
    failsWith(with("singletable.batches.max-attempts=0"), "singletable.batches.max-attempts",
        "singletable.batches.max-attempts is 0 but a batch is sent at least once. Set it to 1 or more, such"
            + " as 8 (the default).");
  }

  @Test
  void batchBaseDelayNegative() {
    failsWith(with("singletable.batches.base-delay=-5ms"), "singletable.batches.base-delay",
        "singletable.batches.base-delay is -5ms but a wait cannot be negative. Set it to 0 or a positive"
            + " duration such as 50ms (the default).");
  }

  @Test
  void batchMaxDelayNegative() {
    failsWith(with("singletable.batches.max-delay=-1s"), "singletable.batches.max-delay",
        "singletable.batches.max-delay is -1s but a wait cannot be negative. Set it to 0 or a positive"
            + " duration such as 5s (the default).");
  }

  @Test
  void unknownShardReadExecutor() {
    failsWith(with("singletable.shard-read-executor=pool"), "singletable.shard-read-executor",
        "singletable.shard-read-executor is 'pool' but there is no bean named 'pool'. Set it to the name of"
            + " an Executor bean (an ExecutorService sized to the shard count), or remove it to query the"
            + " shards one after another.");
  }

  @Test
  void shardReadExecutorNamingABeanThatIsNoExecutor() {
    failsWith(with("singletable.shard-read-executor=pool").withBean("pool", String.class, () -> "no pool"),
        "singletable.shard-read-executor",
        "singletable.shard-read-executor is 'pool' but the bean 'pool' is a java.lang.String, not an Executor."
            + " Set it to the name of an Executor bean (an ExecutorService sized to the shard count), or"
            + " remove it to query the shards one after another.");
  }

  @Test
  void shardReadExecutorNamingATableBeanIsNoBeanCycle() {
    failsWith(with("singletable.shard-read-executor=socialTable"), "singletable.shard-read-executor",
        "singletable.shard-read-executor is 'socialTable' but the bean 'socialTable' is a"
            + " dev.singletable.spring.model.SocialTable, not an Executor. Set it to the name of an Executor"
            + " bean (an ExecutorService sized to the shard count), or remove it to query the shards one after"
            + " another.");
  }

  @Test
  void defaultShardReadExecutorBeanThatIsNoExecutor() {
    failsWith(with().withBean("singletableShardReads", StringBuilder.class, StringBuilder::new),
        "singletable.shard-read-executor",
        "singletable.shard-read-executor is not set, so shard reads use the bean 'singletableShardReads', but"
            + " it is a java.lang.StringBuilder, not an Executor. Make that bean an Executor or rename it, or"
            + " set singletable.shard-read-executor to the name of an Executor bean.");
  }

  @Test
  void theFailureAnalyzerIsRegisteredForBootsReport() throws Exception {
    try (var in = SingletableFailureAnalyzer.class.getResourceAsStream("/META-INF/spring.factories")) {
      assertThat(new String(in.readAllBytes(), StandardCharsets.UTF_8)).contains(
          "org.springframework.boot.diagnostics.FailureAnalyzer=\\\ndev.singletable.spring.SingletableFailureAnalyzer");
    }
  }
}
