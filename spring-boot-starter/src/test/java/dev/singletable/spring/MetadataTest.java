package dev.singletable.spring;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** spring-boot-configuration-processor wrote the metadata IDEs complete the properties from. */
class MetadataTest {

  @Test
  void listsTheProperties() throws IOException {
    String json;
    try (InputStream in = SingletableProperties.class.getResourceAsStream(
        "/META-INF/spring-configuration-metadata.json")) {
      assertThat(in).isNotNull();
      json = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    for (String property : new String[] {"singletable.table-prefix", "singletable.table-suffix",
        "singletable.startup", "singletable.tables", "singletable.cursors.keys", "singletable.cursors.hide-positions",
        "singletable.batches.max-attempts", "singletable.batches.base-delay", "singletable.batches.max-delay",
        "singletable.shard-read-executor"}) {
      assertThat(json).contains("\"name\": \"" + property + "\"");
    }
    assertThat(json).contains("\"value\": \"create-if-missing\"");
  }
}
