// Stages what a deploy would upload, for CentralCheck: for each project of this build that deploys
// (maven.deploy.skip not "true"), its pom, its jar unless it is a pom, and every artifact attached to
// it (sources, javadoc; signatures under -Prelease), under the names a repository gives them
// (artifactId-version[-classifier].extension), in target/central-check-staging. These are the
// reactor's own project objects, which maven-deploy-plugin reads too: nothing is guessed from the
// names of files in target/. Run by gmavenplus-plugin, which binds project, session and log.

File staging = new File(project.build.directory, 'central-check-staging')
staging.deleteDir()
List<String> staged = []
for (def module : session.projects) {
    String skip = session.userProperties.getProperty('maven.deploy.skip',
        module.properties.getProperty('maven.deploy.skip', 'false'))
    if (skip == 'true') {
        continue
    }
    File folder = new File(staging, "${module.groupId.replace('.', '/')}/${module.artifactId}/${module.version}")
    folder.mkdirs()
    String base = "${module.artifactId}-${module.version}"
    copy(module.file, new File(folder, "${base}.pom"))
    if (module.packaging != 'pom' && module.artifact.file?.isFile()) {
        copy(module.artifact.file, new File(folder, "${base}.${module.artifact.artifactHandler.extension}"))
    }
    for (def attached : module.attachedArtifacts) {
        String classifier = attached.classifier ? "-${attached.classifier}" : ''
        copy(attached.file, new File(folder, "${base}${classifier}.${attached.artifactHandler.extension}"))
    }
    staged << module.artifactId
}
log.info("Staged for the Central check, as a deploy would: ${staged.join(', ')}")

static void copy(File from, File to) {
    java.nio.file.Files.copy(from.toPath(), to.toPath())
}
