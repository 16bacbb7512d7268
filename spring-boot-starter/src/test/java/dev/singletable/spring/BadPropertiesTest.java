package dev.singletable.spring;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Base64;
import org.junit.jupiter.api.Test;
import org.springframework.boot.diagnostics.FailureAnalysis;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/**
 * Each wrong property fails start-up with a {@link SingletableStartupException} whose message starts with
 * the property and says the fix, which Boot's report shows through {@link SingletableFailureAnalyzer}.
 */
class BadPropertiesTest {

  private static void failsWith(ApplicationContextRunner runner, String... fragments) {
    runner.run(context -> {
      assertThat(context).hasFailed();
      Throwable cause = context.getStartupFailure();
      while (!(cause instanceof SingletableStartupException) && cause.getCause() != null) {
        cause = cause.getCause();
      }
      assertThat(cause).isInstanceOf(SingletableStartupException.class);
      for (String fragment : fragments) {
        assertThat(cause.getMessage()).contains(fragment);
      }
      String property = ((SingletableStartupException) cause).property();
      assertThat(cause.getMessage()).startsWith(property);
      FailureAnalysis analysis = new SingletableFailureAnalyzer().analyze(context.getStartupFailure());
      assertThat(analysis.getDescription()).isEqualTo(cause.getMessage());
      assertThat(analysis.getAction()).startsWith("Change " + property + " in the application's configuration");
    });
  }

  private static ApplicationContextRunner with(String... properties) {
    return Contexts.local(Contexts.uniquePrefix()).withPropertyValues("singletable.startup=none")
        .withPropertyValues(properties);
  }

  @Test
  void unknownLogicalTableNameListsTheKnownOnes() {
    failsWith(with("singletable.tables.socail.name=x"),
        "singletable.tables.socail names no table. The tables are shop, social.");
  }

  @Test
  void blankName() {
    failsWith(with("singletable.tables.social.name= "),
        "singletable.tables.social.name is blank. Set it to the physical table name");
  }

  @Test
  void unknownStartupListsTheAccepted() {
    failsWith(with("singletable.tables.shop.startup=check"),
        "singletable.tables.shop.startup is 'check', which is not a start-up mode. Set it to verify,"
            + " create-if-missing, none.");
    failsWith(with("singletable.startup=always"), "singletable.startup is 'always'");
  }

  @Test
  void cursorKeyNotBase64() {
    failsWith(with("singletable.cursors.keys=not*base64"),
        "singletable.cursors.keys[0] is not base64", "openssl rand -base64 32");
  }

  @Test
  void cursorKeyTooShort() {
    String shortKey = Base64.getEncoder().encodeToString(new byte[16]);
    String goodKey = Base64.getEncoder().encodeToString(new byte[32]);
    failsWith(with("singletable.cursors.keys=" + goodKey + "," + shortKey),
        "singletable.cursors.keys[1] is 16 bytes long but a cursor key has at least 32");
  }

  @Test
  void hidePositionsWithoutKeys() {
    failsWith(with("singletable.cursors.hide-positions=true"),
        "singletable.cursors.hide-positions is true but no singletable.cursors.keys are set");
  }

  @Test
  void batchMaxAttemptsBelowOne() {
    failsWith(with("singletable.batches.max-attempts=0"), "singletable.batches: maxAttempts is 0");
  }

  @Test
  void unknownShardReadExecutor() {
    failsWith(with("singletable.shard-read-executor=pool"),
        "singletable.shard-read-executor is 'pool' but there is no Executor bean of that name");
  }

  @Test
  void theFailureAnalyzerIsRegisteredForBootsReport() throws Exception {
    try (var in = SingletableFailureAnalyzer.class.getResourceAsStream("/META-INF/spring.factories")) {
      assertThat(new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8)).contains(
          "org.springframework.boot.diagnostics.FailureAnalyzer=\\\ndev.singletable.spring.SingletableFailureAnalyzer");
    }
  }
}
